import SwiftUI

/// A title kept in the exact centre of a bar, whatever its trailing actions measure; when the bar is too
/// narrow to keep that clearance on both sides, the actions drop below the title. The two subviews are
/// measured once per pass, in the cache.
struct CentredTitleBarLayout: Layout {
    var gap: CGFloat = 8
    var stackedGap: CGFloat = 4

    struct Measured {
        var title: CGSize
        var actions: CGSize
        var spacing = ViewSpacing()
    }

    func makeCache(subviews: Subviews) -> Measured? {
        guard subviews.count == 2 else { return nil }
        var spacing = subviews[0].spacing
        spacing.formUnion(subviews[1].spacing)
        return Measured(title: subviews[0].sizeThatFits(.unspecified),
                        actions: subviews[1].sizeThatFits(.unspecified),
                        spacing: spacing)
    }

    func updateCache(_ cache: inout Measured?, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    // The subviews' spacing, worked out once with their sizes.
    func spacing(subviews: Subviews, cache: inout Measured?) -> ViewSpacing {
        cache?.spacing ?? ViewSpacing()
    }

    private func centredWidth(_ measured: Measured) -> CGFloat {
        measured.title.width + 2 * (measured.actions.width + gap)
    }

    private func stacks(_ measured: Measured, in width: CGFloat?) -> Bool {
        guard let width else { return false }
        return width < centredWidth(measured)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Measured?) -> CGSize {
        guard let measured = cache else { return .zero }
        if stacks(measured, in: proposal.width) {
            return CGSize(width: proposal.width ?? measured.title.width,
                          height: measured.title.height + stackedGap + measured.actions.height)
        }
        let needed = centredWidth(measured)
        return CGSize(width: max(proposal.width ?? needed, needed),
                      height: max(measured.title.height, measured.actions.height))
    }

    // Nothing lines up with the bar's own guides.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Measured?) -> CGFloat? { nil }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Measured?) {
        guard let measured = cache else { return }
        if stacks(measured, in: bounds.width) {
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.minY), anchor: .top,
                              proposal: ProposedViewSize(measured.title))
            subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing,
                              proposal: ProposedViewSize(measured.actions))
        } else {
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                              proposal: ProposedViewSize(measured.title))
            subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing,
                              proposal: ProposedViewSize(measured.actions))
        }
    }
}

struct ReaderToolbars: View {
    var body: some View {
        VStack(spacing: 10) {
            bar.frame(width: 200)
            bar.frame(width: 120)
        }
    }

    private var bar: some View {
        CentredTitleBarLayout {
            Capsule().fill(Color.indigo).frame(width: 80, height: 20)
            Color.orange.frame(width: 30, height: 20)
        }
        .background(Color(white: 0.9))
    }
}
