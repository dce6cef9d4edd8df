import DeveloperToolsSupport
import SwiftUI

// An icon view from a shared UI module: its height is a ScaledMetric set in the initializer
// (`self._height = ScaledMetric(wrappedValue:relativeTo:)`), so a caller picks the text style it
// scales with; the module's image resources are declared through DeveloperToolsSupport.
public extension DeveloperToolsSupport.ImageResource {
    static let glyphPlaceholder = DeveloperToolsSupport.ImageResource(name: "glyph-placeholder", bundle: .main)
}

public struct ScaledGlyph: View {
    private let color: Color
    @ScaledMetric(relativeTo: .body) var height = 17

    public init(color: Color, height: CGFloat, relativeTo textStyle: Font.TextStyle = .body) {
        self.color = color
        self._height = ScaledMetric(wrappedValue: height, relativeTo: textStyle)
    }

    public var body: some View {
        Rectangle()
            .fill(color)
            .frame(width: 12, height: height)
    }
}
