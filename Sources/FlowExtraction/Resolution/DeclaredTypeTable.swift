import SwiftSyntax

/// The types that properties and local variables are declared or made with, by name, read once per member list or
/// statement list of a file: ``ReceiverType`` looks each receiver's name up in the lists around the call, and read
/// every member or statement again for each call, which grew with the square of a long body's length.
final class DeclaredTypeTable {
    private var tables: [SyntaxIdentifier: [String: String]] = [:]

    /// The type of the first property named `name` among `members` whose declaration tells one.
    func type(of name: String, in members: MemberBlockItemListSyntax) -> String? {
        table(members.id) { ReceiverType.declaredTypes(in: members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }) }[name]
    }

    /// The type of the first variable named `name` declared among `statements` whose declaration tells one.
    func type(of name: String, in statements: CodeBlockItemListSyntax) -> String? {
        table(statements.id) { ReceiverType.declaredTypes(in: statements.lazy.compactMap { $0.item.as(VariableDeclSyntax.self) }) }[name]
    }

    private func table(_ id: SyntaxIdentifier, reading: () -> [String: String]) -> [String: String] {
        if let table = tables[id] { return table }
        let table = reading()
        tables[id] = table
        return table
    }
}
