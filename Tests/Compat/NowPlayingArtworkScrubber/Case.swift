import CompatSupport
import SpecimenUI

// One minute into four: the slider is pink to a quarter of its track (40, 305), its white thumb there
// (98, 305), the grey track after it (150, 305); the artwork's gradient is orange near the top (160, 60) and
// its shadow falls below it (160, 214); the pause button is a black disc with white bars (150, 386) beside
// the black back button (70, 386).
public let compatCase = CompatCase("NowPlayingArtworkScrubber", width: 320, height: 480, probes: [
        .at(40, 305, "#FF2D55", tolerance: 6), .at(98, 305, "#FFFFFF", tolerance: 4), .at(150, 305, "#E4E4E5", tolerance: 6),
        .at(160, 60, "#FF8011", tolerance: 12), .at(160, 214, "#BBBBBB", tolerance: 16), .at(150, 386, "#FFFFFF", tolerance: 8),
        .at(70, 386, "#000000", tolerance: 8)]) {
    NowPlayingScreen(track: Track(title: "Low Tide", artist: "Harbour Lights", duration: 240,
                                  colors: [.orange, .pink]),
                     elapsed: 60)
}
