import CompatSupport
import Foundation
import SpecimenUI

// One bar per stretch, on its stage's row (Awake, REM, Core, Deep from the top) in its stage's colour:
// awake at bedtime (35, 110), core after it (50, 176), deep (100, 209), REM (160, 143); nothing on the
// awake row at two o'clock (120, 110).
public let compatCase = CompatCase("SleepStagesTimelineChart", width: 320, height: 280, probes: [
        .at(35, 110, "#FF9500", tolerance: 8), .at(50, 176, "#007AFF", tolerance: 8), .at(100, 209, "#5856D6", tolerance: 8),
        .at(160, 143, "#32ADE6", tolerance: 8), .at(120, 110, "#FFFFFF")]) {
    let bedtime = Date(timeIntervalSinceReferenceDate: 190_080_000)
    let plan: [(SleepStage, Double)] = [(.awake, 0.25), (.core, 1.5), (.deep, 1), (.core, 1), (.rem, 0.75), (.awake, 0.25), (.core, 1.25), (.rem, 1)]
    var start = bedtime
    let segments = plan.map { stage, hours -> SleepSegment in
        defer { start += hours * 3600 }
        return SleepSegment(stage: stage, start: start, end: start + hours * 3600)
    }
    SleepTimelineCard(segments: segments)
        .padding()
        .frame(maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
}
