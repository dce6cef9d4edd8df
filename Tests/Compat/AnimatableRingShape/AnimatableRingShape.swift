import SwiftUI

/// A progress ring that animates its trim through `animatableData`, as activity rings are written.
struct RingArc: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

/// A bar whose two lengths animate together.
struct SplitBar: Shape {
    var first: CGFloat
    var second: CGFloat
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(first, second) }
        set { first = newValue.first; second = newValue.second }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * first, height: rect.height * second))
    }
}

/// A count-up label driven by an animatable modifier.
struct CountingLabel: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        content.overlay(Text("\(Int(value))%").font(.caption2.bold()))
    }
}

struct RingProgressView: View {
    var progress: Double

    var body: some View {
        HStack(spacing: 8) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 6)
                RingArc(progress: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            }
            .frame(width: 40, height: 40)
            .modifier(CountingLabel(value: progress * 100))
            .animation(.easeOut(duration: 0.6), value: progress)
            SplitBar(first: 0.5, second: 1).fill(Color.blue).frame(width: 40, height: 10)
        }
    }
}
