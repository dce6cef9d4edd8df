import SwiftUI

// Directional artwork in a right-to-left-ready design system (iOS 17): a "next" arrow that must
// point the reading direction mirrors in right-to-left, a media "play" glyph stays fixed, and
// artwork drawn for right-to-left mirrors when shown left-to-right. The shape opts out of iOS 17's
// own mirroring of shapes, so only the view modifiers decide.
struct ForwardArrow: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct DirectionalGlyphs: View {
    var body: some View {
        HStack(spacing: 10) {
            ForwardArrow().fill(Color.blue)
                .frame(width: 40, height: 40)
                .layoutDirectionBehavior(.mirrors)
            ForwardArrow().fill(Color.green)
                .frame(width: 40, height: 40)
                .layoutDirectionBehavior(.fixed)
            ForwardArrow().fill(Color.red)
                .frame(width: 40, height: 40)
                .layoutDirectionBehavior(.mirrors(in: .leftToRight))
        }
    }
}

struct ArrowsPreviewGrid: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            DirectionalGlyphs()
                .environment(\.layoutDirection, .rightToLeft)
            DirectionalGlyphs()
        }
    }
}
