import SwiftUI

// A speedometer-like ProgressViewStyle: a 3/4 ring opening at the bottom, made by rotating the
// circle's outline before trimming it (Shape.rotation) and adding angles.
struct ArcGaugeStyle: ProgressViewStyle {
    var trimAmount = 0.75
    var lineWidth: CGFloat = 8

    var rotation: Angle {
        Angle(radians: .pi * (1 - trimAmount)) + Angle(radians: .pi / 2)
    }

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        ZStack {
            Circle()
                .rotation(rotation)
                .trim(from: 0, to: trimAmount)
                .stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: lineWidth, lineCap: .butt))
            Circle()
                .rotation(rotation)
                .trim(from: 0, to: trimAmount * fraction)
                .stroke(Color.purple, style: StrokeStyle(lineWidth: lineWidth, lineCap: .butt))
        }
        .frame(width: 60, height: 60)
    }
}
