import SwiftUI

// A canvas that hands its drawing to Core Graphics code, as sprite overlays and annotation renderers do:
// each sprite moved and turned with the CG transform between saveGState and restoreGState, a tag outline
// built as a CGPath, and a progress strip filled through a clip rectangle.

struct SpriteField: View {
    var progress: CGFloat = 0.5

    var body: some View {
        Canvas { context, size in
            context.withCGContext { cg in
                drawTag(in: cg, rect: CGRect(x: 10, y: 10, width: 60, height: 30))
                drawSprite(in: cg, at: CGPoint(x: 110, y: 40), angle: .pi / 2)
                drawStrip(in: cg, rect: CGRect(x: 150, y: 20, width: 80, height: 20))
            }
        }
    }

    private func drawTag(in cg: CGContext, rect: CGRect) {
        let outline = CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 8, transform: nil)
        cg.addPath(outline)
        cg.setFillColor(CGColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1))
        cg.fillPath()
    }

    private func drawSprite(in cg: CGContext, at point: CGPoint, angle: CGFloat) {
        cg.saveGState()
        cg.translateBy(x: point.x, y: point.y)
        cg.rotate(by: angle)
        // A long body along x, turned upright by the rotation.
        cg.setFillColor(CGColor(gray: 0.1, alpha: 1))
        cg.fillEllipse(in: CGRect(x: -20, y: -5, width: 40, height: 10))
        cg.restoreGState()
    }

    private func drawStrip(in cg: CGContext, rect: CGRect) {
        cg.setFillColor(CGColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1))
        cg.fill(rect)
        cg.saveGState()
        cg.clip(to: CGRect(x: rect.minX, y: rect.minY, width: rect.width * progress, height: rect.height))
        cg.setFillColor(CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1))
        cg.fill(rect)
        cg.restoreGState()
    }
}

struct SpriteFieldCard: View {
    var body: some View {
        SpriteField()
            .frame(width: 240, height: 80)
            .background(Color.white)
    }
}
