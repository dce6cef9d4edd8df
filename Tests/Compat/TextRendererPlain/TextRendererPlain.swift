import SwiftUI

// An iOS 18 text effect: a renderer that fades emphasised runs, keyed by a custom attribute.

struct HighlightAttribute: TextAttribute {}

struct FadeRenderer: TextRenderer {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    var displayPadding: EdgeInsets { EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                if run[HighlightAttribute.self] != nil {
                    var copy = context
                    copy.opacity = progress
                    for (index, glyph) in run.enumerated() {
                        var glyphContext = copy
                        glyphContext.translateBy(x: 0, y: sin(Double(index)) * 2)
                        glyphContext.draw(glyph)
                    }
                } else {
                    context.draw(run)
                }
            }
        }
    }
}

struct HighlightedTitle: View {
    let plain: String
    let emphasis: String

    var body: some View {
        (Text(plain) + Text(emphasis).customAttribute(HighlightAttribute()).bold())
            .font(.system(size: 40, weight: .black))
            .foregroundStyle(.black)
            .textRenderer(FadeRenderer(progress: 0.5))
    }
}
