import CompatSupport
import SpecimenUI

// The saved posting shows its bookmark on an orange 15 % disc (283, 83) with the glyph in orange (295, 83); the
// second posting's bookmark is `.hidden()`: it keeps its place (the titles line up) and draws nothing (283, 246),
// (295, 246). The monogram tile is indigo at 15 % (36, 100), the salary capsule green at 15 % (40, 128). The stage
// pipeline fills its dots (80, 164), (214, 164) and connectors up to the current stage in blue, then grey connectors
// (260, 164) and dots (304, 164); the second posting, still at "Applied", has a blue first dot (36, 327) and grey track
// (160, 327).
public let compatCase = CompatCase("JobCardSalaryStatusPipeline", width: 340, height: 420, probes: [
        .at(283, 83, "#FFEFD9"), .at(295, 83, "#FF9500"), .at(283, 246, "#FFFFFF"), .at(295, 246, "#FFFFFF"),
        .at(36, 100, "#E6E5F9"), .at(40, 128, "#E0F6E6"), .at(80, 164, "#007AFF"), .at(214, 164, "#007AFF"),
        .at(260, 164, "#E5E5EA"), .at(304, 164, "#D1D1D6"), .at(36, 327, "#007AFF"), .at(160, 327, "#E5E5EA")]) {
    JobBoardScreen(jobs: [
        JobPosting(company: "Northwind", role: "iOS Engineer", city: "Oslo", salary: "$140k – $170k",
                   kinds: ["Full time", "Hybrid"], isSaved: true, stage: .interview),
        JobPosting(company: "Lumen Labs", role: "Product Designer", city: "Remote", salary: "$95k – $120k",
                   kinds: ["Contract"], isSaved: false, stage: .applied),
    ])
}
