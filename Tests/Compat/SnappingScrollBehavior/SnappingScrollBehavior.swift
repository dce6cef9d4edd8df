import SwiftUI

// A custom iOS 17 ScrollTargetBehavior: a collapsing header that settles either fully open or
// fully closed, and a fixed-interval snap, each offered as a static member.

struct HeaderSnapBehavior: ScrollTargetBehavior {
    var headerHeight: CGFloat

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard context.axes.contains(.vertical) else { return }
        let y = target.rect.minY
        if y > 0, y < headerHeight {
            target.rect.origin.y = y < headerHeight / 2 ? 0 : headerHeight
        }
        if context.velocity.dy < 0, context.contentSize.height <= context.containerSize.height {
            target.rect.origin = .zero
        }
        target.anchor = .top
    }
}

struct IntervalSnapBehavior: ScrollTargetBehavior {
    let interval: CGFloat

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        guard interval > 0 else { return }
        let page = (target.rect.minX / interval).rounded()
        target.rect.origin.x = page * interval
        if context.isEnabled == false { target.rect = context.originalTarget.rect }
    }
}

extension ScrollTargetBehavior where Self == HeaderSnapBehavior {
    static func headerSnap(_ height: CGFloat) -> HeaderSnapBehavior { HeaderSnapBehavior(headerHeight: height) }
}

extension ScrollTargetBehavior where Self == IntervalSnapBehavior {
    static var everyForty: IntervalSnapBehavior { IntervalSnapBehavior(interval: 40) }
}

struct SnappingFeed: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.purple.frame(height: 30)
                    ForEach(0..<6, id: \.self) { index in
                        Color(hue: Double(index) / 6, saturation: 0.5, brightness: 0.9).frame(height: 20)
                    }
                }
            }
            .scrollTargetBehavior(.headerSnap(30))
            .frame(height: 60)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<8, id: \.self) { _ in Color.teal.frame(width: 40, height: 20) }
                }
            }
            .scrollTargetBehavior(.everyForty)
        }
    }
}
