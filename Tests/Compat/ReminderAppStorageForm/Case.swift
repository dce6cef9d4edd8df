import CompatSupport
import SpecimenUI

// The stored defaults: the reminder switch on (green), the smart-features switch off (grey track), and the
// transcription switch on but disabled with its group (green at half strength).
public let compatCase = CompatCase("ReminderAppStorageForm", width: 393, height: 520,
    probes: [.at(320, 185, "#34C759", tolerance: 8), .at(340, 352, "#E1E1E2", tolerance: 8), .at(320, 405, "#99E3AC", tolerance: 10)]) {
    JournalSettingsView()
}
