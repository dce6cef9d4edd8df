import SwiftUI

// A ring progress style stroked with the tint (`.stroke(.tint, style:)`), turned so the ring
// starts at twelve o'clock, and a static member to apply it.
struct RingProgressStyle: ProgressViewStyle {
    var lineWidth: CGFloat = 5

    func makeBody(configuration: Configuration) -> some View {
        let fractionCompleted = configuration.fractionCompleted ?? 0

        ZStack {
            Circle()
                .stroke(.tint.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: fractionCompleted)
                .stroke(.tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .butt))
                .rotationEffect(.degrees(-90))
        }
    }
}

extension ProgressViewStyle where Self == RingProgressStyle {
    static var ring: RingProgressStyle { RingProgressStyle() }
}
