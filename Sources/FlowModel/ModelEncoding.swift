import Foundation

// The CodingKeys live beside each type's declaration (the synthesized decoder uses them too).
// Optional keys are written as explicit nulls so that every element of a kind has the same keys:
// consumers (jq scripts, the docs site, diffs) never have to tell "absent" from "null".

extension Coordinator {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(style, forKey: .style)
        try container.encode(location, forKey: .location)
        try container.encode(entries, forKey: .entries)
        try container.encode(screens, forKey: .screens)
        try container.encode(transitions, forKey: .transitions)
    }
}

extension Entry {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screen, forKey: .screen)
        try container.encode(kind, forKey: .kind)
        try container.encode(navigation, forKey: .navigation)
        try container.encode(location, forKey: .location)
    }
}

extension Screen {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(built, forKey: .built)
        try container.encode(location, forKey: .location)
        try container.encode(actions, forKey: .actions)
    }
}

extension Action {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(location, forKey: .location)
        try container.encode(dispatched, forKey: .dispatched)
        try container.encode(ignored, forKey: .ignored)
    }
}

extension Transition {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(action, forKey: .action)
        try container.encode(kind, forKey: .kind)
        try container.encode(mode, forKey: .mode)
        try container.encode(navigation, forKey: .navigation)
        try container.encode(to, forKey: .to)
        try container.encode(conditional, forKey: .conditional)
        try container.encode(location, forKey: .location)
    }
}

extension Target {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(coordinator, forKey: .coordinator)
        try container.encode(screen, forKey: .screen)
    }
}

extension NavigationModel {
    /// The canonical JSON form: normalized order, sorted keys, two-space indentation, trailing newline; the
    /// bytes ``CanonicalJSON/encode(_:)`` gives, written directly (``ModelJSONWriter``).
    public func jsonData() throws -> Data {
        ModelJSONWriter.data(of: normalized())
    }

    /// Writes the bytes of ``jsonData()`` to `output` a megabyte at a time, never holding them all: what `extract`
    /// writes for a large app is a few hundred megabytes.
    /// - Throws: The first error `output` throws; nothing more is given to it after that.
    public func writeJSON(to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try ModelJSONWriter.write(normalized(), to: output)
    }
}

/// The one JSON encoder configuration every flowgraph output uses, so that equal values give identical bytes.
public enum CanonicalJSON {
    /// Encodes `value` with sorted keys, pretty printing and unescaped slashes, ending in a newline. Hidden
    /// characters (see ``HiddenCharacters``) and the characters YAML readers refuse to see raw (DEL, the C1
    /// controls, U+FEFF, U+FFFE, U+FFFF; JSONEncoder escapes only those below U+0020) are written as `\u`
    /// escapes, which every JSON reader decodes back, so a model written as JSON always loads again.
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return Escaping.jsonUnsafeCharacters(in: data)
    }
}
