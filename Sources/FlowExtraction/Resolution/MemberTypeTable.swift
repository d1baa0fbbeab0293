import SwiftSyntax

/// The types a type's properties are declared or made with, by name, read once per member list of a file:
/// ``ReceiverType`` looks each receiver's name up among the members around the call, and read every member of
/// the type again for each call on one of its properties.
final class MemberTypeTable {
    private var tables: [SyntaxIdentifier: [String: String]] = [:]

    /// The type of the first property named `name` among `members` whose declaration tells one.
    func type(of name: String, in members: MemberBlockItemListSyntax) -> String? {
        if let table = tables[members.id] { return table[name] }
        let table = ReceiverType.propertyTypes(in: members)
        tables[members.id] = table
        return table[name]
    }
}
