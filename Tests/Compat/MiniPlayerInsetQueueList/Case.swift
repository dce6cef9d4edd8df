import CompatSupport
import SpecimenUI

// The mini player is inset along the bottom on its material (5, 290): its progress line is purple for 600 of
// 2 400 seconds (70, 262) and grey after (100, 262); the artwork's purple gradient (36, 276) and the black
// play glyph (262, 290) sit in it.
public let compatCase = CompatCase("MiniPlayerInsetQueueList", width: 320, height: 320, probes: [
        .at(5, 290, "#E9E9E9", tolerance: 8), .at(70, 262, "#AF52DE", tolerance: 8), .at(100, 262, "#D2D2D3", tolerance: 8),
        .at(36, 276, "#B765E1", tolerance: 16), .at(262, 290, "#000000", tolerance: 16)]) {
    QueueScreen()
        .environment(PodcastPlayer(
            queue: [
                Episode(id: 1, show: "Field Notes", title: "The last lighthouse keeper", minutes: 42),
                Episode(id: 2, show: "Slow Maps", title: "Walking the old salt road", minutes: 37),
                Episode(id: 3, show: "Field Notes", title: "Moths at midnight", minutes: 51),
                Episode(id: 4, show: "Kitchen Radio", title: "Bread that takes three days", minutes: 29),
                Episode(id: 5, show: "Slow Maps", title: "A river with two names", minutes: 44),
            ],
            current: Episode(id: 0, show: "Kitchen Radio", title: "Fermenting everything", minutes: 40),
            position: 600))
}
