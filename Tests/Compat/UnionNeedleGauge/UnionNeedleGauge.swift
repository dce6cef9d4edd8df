import SwiftUI

// A speedometer's needle built with iOS 17's shape set operations: a hub circle united with a thin
// triangle, filled black and outlined white. One needle's triangle is traced clockwise, the other's
// counter-clockwise; the union fills the hub under both alike.

struct NeedleShape: Shape {
    var clockwise = true

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let left = CGPoint(x: rect.midX - 8, y: rect.midY)
        let tip = CGPoint(x: rect.midX, y: rect.minY)
        let right = CGPoint(x: rect.midX + 8, y: rect.midY)
        path.move(to: left)
        if clockwise {
            path.addLine(to: tip)
            path.addLine(to: right)
        } else {
            path.addLine(to: right)
            path.addLine(to: tip)
        }
        path.closeSubpath()
        return path
    }
}

struct GaugeNeedle: View {
    var clockwise: Bool

    var body: some View {
        Circle()
            .union(NeedleShape(clockwise: clockwise))
            .fill(.black)
            .stroke(.white, lineWidth: 1)
            .frame(width: 40, height: 120)
    }
}

struct NeedlePair: View {
    var body: some View {
        HStack(spacing: 40) {
            GaugeNeedle(clockwise: true)
            GaugeNeedle(clockwise: false)
        }
        .padding(20)
        .background(Color(white: 0.85))
    }
}
