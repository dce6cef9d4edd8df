import CompatSupport
import SpecimenUI

// The response object is open (its chevron points down, 302, 67) and lists its members with values coloured by
// type: the number blue (43, 87), the string red (72, 103), the bool purple (110, 122). `roles` and `settings` are
// closed (the chevron points right: 306, 165) and show only their counts.
public let compatCase = CompatCase("JSONInspectorDisclosureTree", width: 320, height: 300, probes: [
        .at(302, 67, "#298FFF", tolerance: 12), .at(306, 165, "#2B90FF", tolerance: 12), .at(43, 87, "#2D91FF", tolerance: 12),
        .at(72, 103, "#FF3B30", tolerance: 6), .at(110, 122, "#AF52DE", tolerance: 6)]) {
    JSONInspectorPane(title: "GET /v1/profile", root: .object([
        ("id", .number(4182)),
        ("name", .string("Ada")),
        ("verified", .bool(true)),
        ("avatar", .null),
        ("roles", .array([.string("admin"), .string("editor")])),
        ("settings", .object([("theme", .string("dark"))])),
    ]))
}
