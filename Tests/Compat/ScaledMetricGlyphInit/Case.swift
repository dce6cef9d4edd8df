import CompatSupport
import SpecimenUI

// At xxxLarge a 17 pt metric relative to body is 23 pt (body grows 17 → 23) and relative to
// caption1 25.5 pt (caption1 grows 12 → 18); the default-size glyph stays 17 pt.
public let compatCase = CompatCase("ScaledMetricGlyphInit", width: 60, height: 40,
    probes: [.at(6, 22, "#FF0000"), .at(6, 24, "#FFFFFF"),
             .at(22, 24, "#0000FF"), .at(22, 27, "#FFFFFF"),
             .at(38, 16, "#00FF00"), .at(38, 18, "#FFFFFF")]) {
    HStack(alignment: .top, spacing: 4) {
        ScaledGlyph(color: Color(red: 1, green: 0, blue: 0), height: 17)
        ScaledGlyph(color: Color(red: 0, green: 0, blue: 1), height: 17, relativeTo: .caption)
        ScaledGlyph(color: Color(red: 0, green: 1, blue: 0), height: 17)
            .environment(\.dynamicTypeSize, .large)
    }
    .environment(\.dynamicTypeSize, .xxxLarge)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
}
