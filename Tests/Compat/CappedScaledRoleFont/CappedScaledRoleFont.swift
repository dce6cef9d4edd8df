import SwiftUI

/// A game HUD's score type: a size scaled with Dynamic Type through `@ScaledMetric`, capped at accessibility2 by
/// a `dynamicTypeSize` range set outside the modifier, so the metric sees the capped size.
struct HUDScoreRole {
    var size: Double
}

extension View {
    func hudScoreFont(_ role: HUDScoreRole) -> some View {
        modifier(ScaledHUDFont(role: role))
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}

private struct ScaledHUDFont: ViewModifier {
    @ScaledMetric private var size: Double

    init(role: HUDScoreRole) {
        _size = ScaledMetric(wrappedValue: role.size, relativeTo: .body)
    }

    func body(content: Content) -> some View {
        content.font(.system(size: size, weight: .heavy, design: .rounded).monospacedDigit())
    }
}

/// A score chip: the number in the scaled role font on a capsule.
struct ScoreChip: View {
    let score: Int

    var body: some View {
        Text("\(score)")
            .hudScoreFont(HUDScoreRole(size: 17))
            .padding(.horizontal, 10)
            .background(Color.purple.opacity(0.25), in: Capsule())
    }
}
