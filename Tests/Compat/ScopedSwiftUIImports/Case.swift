import CompatSupport
import SpecimenUI

// A 120-pt track 8 pt tall from x = 5, vertically centred: green up to 30 pt (25 %), grey after it,
// white above the track.
public let compatCase = CompatCase("ScopedSwiftUIImports", width: 180, height: 30,
    probes: [.at(20, 15, "#34C759"), .at(100, 15, "#E0E0E0"), .at(60, 5, "#FFFFFF")]) {
    UploadProgressBar(model: UploadProgressModel(fraction: 0.25))
        .padding(5)
        .frame(width: 180, height: 30, alignment: .leading)
}
