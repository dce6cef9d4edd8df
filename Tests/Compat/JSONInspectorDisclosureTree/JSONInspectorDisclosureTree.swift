import SwiftUI

/// A parsed JSON value, as an inspector pane shows it.
indirect enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    var summary: String {
        switch self {
        case .object(let members): return "{\(members.count)}"
        case .array(let items): return "[\(items.count)]"
        case .string(let text): return "\"\(text)\""
        case .number(let value): return value.formatted()
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    var color: Color {
        switch self {
        case .object, .array: return .secondary
        case .string: return .red
        case .number: return .blue
        case .bool: return .purple
        case .null: return .gray
        }
    }

    var children: [(String, JSONValue)]? {
        switch self {
        case .object(let members): return members
        case .array(let items): return items.enumerated().map { ("[\($0.offset)]", $0.element) }
        default: return nil
        }
    }
}

/// One key and its value; containers open into a `DisclosureGroup` down to `openDepth`.
struct JSONNodeRow: View {
    let key: String
    let value: JSONValue
    let depth: Int
    let openDepth: Int

    var body: some View {
        if let children = value.children {
            DisclosureGroup(isExpanded: .constant(depth < openDepth)) {
                ForEach(children.indices, id: \.self) { index in
                    AnyView(JSONNodeRow(key: children[index].0, value: children[index].1,
                                        depth: depth + 1, openDepth: openDepth))
                }
            } label: {
                keyValue
            }
        } else {
            keyValue
        }
    }

    private var keyValue: some View {
        HStack(spacing: 4) {
            Text(verbatim: key + ":")
                .foregroundStyle(.primary)
            Text(verbatim: value.summary)
                .foregroundStyle(value.color)
                .lineLimit(1)
        }
        .font(.system(.footnote, design: .monospaced))
    }
}

struct JSONInspectorPane: View {
    let title: String
    let root: JSONValue

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label(title, systemImage: "curlybraces.square")
                .font(.headline)
                .padding(12)
            Divider()
            ScrollView {
                JSONNodeRow(key: "response", value: root, depth: 0, openDepth: 1)
                    .padding(12)
            }
        }
        .background(Color(.systemBackground))
    }
}
