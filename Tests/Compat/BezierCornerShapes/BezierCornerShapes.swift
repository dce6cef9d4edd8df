import SwiftUI
import UIKit

// A "round only some corners" shape, built the UIKit way and bridged to a SwiftUI Path.
struct SelectiveCorners: Shape {
    var radius: CGFloat = 20
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let bezier = UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                                  cornerRadii: CGSize(width: radius, height: radius))
        return Path(bezier.cgPath)
    }
}

extension View {
    func roundCorners(_ radius: CGFloat, _ corners: UIRectCorner) -> some View {
        clipShape(SelectiveCorners(radius: radius, corners: corners))
    }
}

// Ticks along the bottom edge: one square repeated with a translation transform.
struct TickMarks: Shape {
    let count: Int
    func path(in rect: CGRect) -> Path {
        let tick = Path(CGRect(x: 0, y: rect.maxY - 6, width: 4, height: 6))
        var path = Path()
        for index in 0..<count {
            path.addPath(tick, transform: CGAffineTransform(translationX: CGFloat(index) * 10, y: 0))
        }
        return path
    }
}

struct CornerBadge: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 100, height: 60)
                .roundCorners(20, [.topLeft, .bottomRight])
            TickMarks(count: 3)
                .fill(Color.blue)
                .frame(width: 100, height: 10)
        }
    }
}
