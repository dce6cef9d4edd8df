import CompatSupport
import SpecimenUI

// A grouped form. Metformin's pill tile is a blue gradient (40, 85); its 8:00 chip is a teal 15 % capsule (82, 99)
// whose corner box stays white (77, 97); no swipe button shows at the row's end (340, 93). The severe allergy tag
// is a red capsule (40, 321), white outside its rounded end (33, 309).
public let compatCase = CompatCase("MedicationScheduleAllergyForm", width: 360, height: 470, probes: [
        .at(40, 85, "#1683FA", tolerance: 8), .at(82, 99, "#E0F3F6"), .at(77, 97, "#FFFFFF"), .at(340, 93, "#FFFFFF"),
        .at(40, 321, "#FF3B30"), .at(33, 309, "#FFFFFF")]) {
    MedicationRecordForm(
        medications: [Medication(name: "Metformin", dose: "500 mg", tint: .blue, times: [.morning, .evening]),
                      Medication(name: "Atorvastatin", dose: "20 mg", tint: .purple, times: [.evening])],
        allergies: [("Penicillin", true), ("Pollen", false)])
}
