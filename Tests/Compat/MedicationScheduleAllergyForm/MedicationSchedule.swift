import SwiftUI

enum DoseTime: String, CaseIterable, Identifiable {
    case morning = "8:00"
    case noon = "12:30"
    case evening = "20:00"
    var id: String { rawValue }
}

struct Medication: Identifiable {
    let id = UUID()
    var name: String
    var dose: String
    var tint: Color
    var times: Set<DoseTime>
}

struct PillIcon: View {
    let tint: Color

    var body: some View {
        Image(systemName: "pills.fill")
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: 32, height: 32)
            .background(tint.gradient, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

struct ScheduleChip: View {
    let time: DoseTime
    let isOn: Bool

    var body: some View {
        Text(time.rawValue)
            .font(.caption.weight(.medium))
            .monospacedDigit()
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .foregroundStyle(isOn ? Color.teal : Color.secondary)
            .background(isOn ? Color.teal.opacity(0.15) : Color.clear, in: Capsule())
            .overlay {
                if !isOn {
                    Capsule().strokeBorder(Color.secondary.opacity(0.4), style: StrokeStyle(lineWidth: 1, dash: [2, 2]))
                }
            }
    }
}

struct MedicationRow: View {
    let medication: Medication

    var body: some View {
        HStack(spacing: 12) {
            PillIcon(tint: medication.tint)
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .firstTextBaseline) {
                    Text(medication.name).font(.body.weight(.semibold))
                    Text(medication.dose).font(.footnote).foregroundStyle(.secondary)
                }
                HStack(spacing: 4) {
                    ForEach(DoseTime.allCases) { time in
                        ScheduleChip(time: time, isOn: medication.times.contains(time))
                    }
                }
            }
        }
        .padding(.vertical, 2)
    }
}

struct AllergyTag: View {
    let name: String
    let severe: Bool

    var body: some View {
        Label(name, systemImage: severe ? "exclamationmark.triangle.fill" : "leaf")
            .font(.footnote.weight(.semibold))
            .labelStyle(.titleAndIcon)
            .foregroundStyle(severe ? .white : .orange)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(severe ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.orange.opacity(0.18)), in: Capsule())
    }
}

struct MedicationRecordForm: View {
    let medications: [Medication]
    let allergies: [(String, Bool)]

    var body: some View {
        Form {
            Section {
                ForEach(medications) { medication in
                    MedicationRow(medication: medication)
                        .swipeActions {
                            Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
                        }
                }
            } header: {
                Text("Today")
            } footer: {
                Text("Teal times are due today; dashed ones are skipped.")
            }

            Section("Allergies") {
                HStack(spacing: 8) {
                    ForEach(allergies, id: \.0) { allergy in
                        AllergyTag(name: allergy.0, severe: allergy.1)
                    }
                }
                LabeledContent("Blood type", value: "A+")
                LabeledContent {
                    Text("Dr. Okafor")
                } label: {
                    Label("Physician", systemImage: "stethoscope")
                }
            }
        }
    }
}
