import CompatSupport
import SpecimenUI

// Taken doses are struck through in the secondary colour: the line shows between the letters of "Metformin"
// (54, 138), (110, 138). Each dose's colour dot is a `Circle` given only a width, 14 pt round in the row's middle
// (23, 144), (23, 188); taken doses show a green `checkmark.circle.fill` (290, 144), the others an empty circle
// (290, 260). The progress bar is green to half way (100, 88) with its track after (200, 88); the refill banner is
// orange at 12 % (30, 356) with its warning triangle in orange (36, 356).
public let compatCase = CompatCase("MedicationDoseChecklistRefill", width: 320, height: 440, probes: [
        .at(54, 138, "#929295"), .at(110, 138, "#929295"), .at(23, 144, "#007AFF"), .at(23, 188, "#FFCC00"),
        .at(290, 144, "#34C759"), .at(290, 260, "#FFFFFF"), .at(100, 88, "#34C759"), .at(200, 88, "#E4E4E5"),
        .at(30, 356, "#FFF2E1"), .at(36, 356, "#FF9500")]) {
    DoseChecklistScreen(doses: [
        ScheduledDose(medicine: "Metformin", amount: "500 mg · with food", time: .morning, color: .blue, isTaken: true),
        ScheduledDose(medicine: "Vitamin D", amount: "1 capsule", time: .morning, color: .yellow, isTaken: true),
        ScheduledDose(medicine: "Atorvastatin", amount: "20 mg", time: .evening, color: .pink, isTaken: false),
        ScheduledDose(medicine: "Metformin", amount: "500 mg · with food", time: .evening, color: .blue, isTaken: false),
    ])
}
