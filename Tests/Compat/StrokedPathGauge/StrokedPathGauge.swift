import SwiftUI

// Shapes that return `Path.strokedPath(_:)` (iOS 13) and fill it: a gauge arc with round caps,
// a dashed divider and a Canvas trend line with miter joins, each an outline filled with a color.
struct GaugeArc: Shape {
    var progress: Double
    var lineWidth: CGFloat = 12

    func path(in rect: CGRect) -> Path {
        var arc = Path()
        arc.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                   radius: min(rect.width, rect.height) / 2 - lineWidth / 2,
                   startAngle: .degrees(135), endAngle: .degrees(135 + 270 * progress), clockwise: false)
        return arc.strokedPath(StrokeStyle(lineWidth: lineWidth, lineCap: .round))
    }
}

struct DashedDivider: Shape {
    func path(in rect: CGRect) -> Path {
        var line = Path()
        line.move(to: CGPoint(x: rect.minX, y: rect.midY))
        line.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return line.strokedPath(StrokeStyle(lineWidth: rect.height, dash: [8, 4]))
    }
}

struct GaugeCard: View {
    var value: Double

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                GaugeArc(progress: 1).fill(Color.gray.opacity(0.25))
                GaugeArc(progress: value).fill(Color.teal)
            }
            .frame(width: 64, height: 64)
            DashedDivider()
                .fill(Color.purple)
                .frame(width: 64, height: 4)
        }
    }
}

struct TrendLine: View {
    var points: [CGPoint]

    var body: some View {
        Canvas { context, size in
            var line = Path()
            line.addLines(points.map { CGPoint(x: $0.x * size.width, y: (1 - $0.y) * size.height) })
            context.fill(line.strokedPath(StrokeStyle(lineWidth: 6, lineJoin: .miter)), with: .color(.orange))
        }
    }
}
