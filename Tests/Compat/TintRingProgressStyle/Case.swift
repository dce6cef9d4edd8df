import CompatSupport
import SpecimenUI

// A quarter ring from twelve to three o'clock in the accent blue, and one in the .tint(.pink) of
// the second; the rest of each ring is the tint at 20 %.
public let compatCase = CompatCase("TintRingProgressStyle", width: 150, height: 70,
    probes: [.at(40, 5, "#007AFF"), .at(35, 65, "#CCE4FF", tolerance: 4), .at(110, 5, "#FF2D55"),
             .at(105, 65, "#FFD5DD", tolerance: 4), .at(35, 35, "#FFFFFF")]) {
    HStack(spacing: 10) {
        ProgressView(value: 0.25)
            .progressViewStyle(.ring)
            .frame(width: 60, height: 60)
        ProgressView(value: 0.25)
            .progressViewStyle(.ring)
            .frame(width: 60, height: 60)
            .tint(.pink)
    }
    .padding(5)
    .frame(width: 150, height: 70, alignment: .leading)
}
