import CompatSupport
import SpecimenUI

// macOS's field date pickers: the alert field's grey hairline (16, 116) around white (100, 108), the due
// field's hairline (55, 150), the stepper's border beside it (141, 150) and its up arrow (147, 143); the
// small switch on in green (265, 77).
public let compatCase = CompatCase("ReminderComposerFieldDates", width: 320, height: 260, probes: [
        .at(16, 116, "#BFBFBF", tolerance: 8), .at(100, 108, "#FFFFFF"), .at(55, 150, "#BFBFBF", tolerance: 8),
        .at(141, 150, "#BFBFBF", tolerance: 8), .at(147, 143, "#848484", tolerance: 40), .at(265, 77, "#34C759", tolerance: 24)]) {
    ReminderComposer(draft: ReminderDraft(
        title: "Pay the water bill", remindEnabled: true,
        remindAt: Date(timeIntervalSinceReferenceDate: 190_000_000),
        due: Date(timeIntervalSinceReferenceDate: 190_259_200)))
}
