import CompatSupport
import SpecimenUI

// The bookmarks item is in the toolbar's default set and drawn at the bar's trailing end (333, 20); the share item,
// made with `showsByDefault: false`, is not in it, so the leading end stays white where its box would be (19, 28),
// (28, 33). The hero's scrim runs from its bottom edge to its middle: the top half is the photo's teal (100, 70), the
// bottom darkened (100, 215). The selected World chip is red (85, 254), the others grey (20, 254). The loading row is
// redacted into grey bars (120, 448).
public let compatCase = CompatCase("NewsHeroChipsBookmarkToolbar", width: 360, height: 460, probes: [
        .at(333, 20, "#007AFF"), .at(19, 28, "#FFFFFF"), .at(28, 33, "#FFFFFF"), .at(100, 70, "#45B6CA"),
        .at(100, 215, "#13434C"), .at(85, 254, "#FF3B30"), .at(20, 254, "#F2F2F7"), .at(120, 448, "#DBDBDD")]) {
    NewsFrontPage(
        lead: Story(headline: "Night trains return to the Alps", source: "Rail Weekly", minutes: 6, tint: .teal),
        stories: [Story(headline: "City adds forty new cycle lanes", source: "Metro", minutes: 3, tint: .orange),
                  Story(headline: "A quiet year for the comet hunters", source: "Sky Notes", minutes: 8, tint: .indigo)],
        desk: .world)
}
