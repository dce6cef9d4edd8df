import CompatSupport
import SpecimenUI

// Three 64-pt symbols in a row: the cloud of cloud.sun.rain.fill in grey with rain strokes below it
// (grey at y 126, a gap at y 118); bolt.horizontal.circle.fill a red disc with the bolt cut out at its
// centre; bolt.horizontal a blue outline of a bolt lying on its side.
public let compatCase = CompatCase("WeatherPaletteSymbols", width: 300, height: 200,
    probes: [.at(45, 95, "#8E8E93"), .at(45, 126, "#8E8E93"), .at(45, 118, "#FFFFFF"),
             .at(118, 100, "#FF3B30"), .at(141, 99, "#FFFFFF"), .at(212, 100, "#007AFF"), .at(244, 110, "#007AFF")]) {
    ForecastTile()
}
