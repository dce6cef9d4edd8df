import SwiftUI

// A chart background drawn by static helpers that take the canvas's context by value, as
// SwiftUI's drawing methods do not mutate the context.

enum ChartBackdrop {
    static func drawBands(in context: GraphicsContext, size: CGSize) {
        let band = size.height / 4
        for index in stride(from: 0, to: 4, by: 2) {
            let rect = CGRect(x: 0, y: CGFloat(index) * band, width: size.width, height: band)
            context.fill(Path(rect), with: .color(.blue.opacity(0.15)))
        }
    }

    static func drawBaseline(in context: GraphicsContext, size: CGSize) {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: size.height - 1))
        line.addLine(to: CGPoint(x: size.width, y: size.height - 1))
        context.stroke(line, with: .color(.red), lineWidth: 2)
    }
}

struct ChartBackdropView: View {
    var body: some View {
        Canvas { context, size in
            ChartBackdrop.drawBands(in: context, size: size)
            ChartBackdrop.drawBaseline(in: context, size: size)
        }
        .frame(width: 200, height: 80)
    }
}
