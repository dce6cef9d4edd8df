import SwiftUI

enum DoseTime: String, CaseIterable {
    case morning = "Morning"
    case evening = "Evening"

    var symbol: String {
        self == .morning ? "sun.max.fill" : "moon.fill"
    }
}

struct ScheduledDose: Identifiable {
    let id = UUID()
    let medicine: String
    let amount: String
    let time: DoseTime
    let color: Color
    let isTaken: Bool
}

struct DoseRow: View {
    let dose: ScheduledDose

    var body: some View {
        HStack(spacing: 10) {
            Circle().fill(dose.color).frame(width: 14)
            VStack(alignment: .leading, spacing: 1) {
                Text(dose.medicine)
                    .font(.body.weight(.medium))
                    .strikethrough(dose.isTaken, color: .secondary)
                    .foregroundColor(dose.isTaken ? .secondary : .primary)
                Text(dose.amount)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: dose.isTaken ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .foregroundColor(dose.isTaken ? .green : Color(.systemGray3))
        }
    }
}

struct RefillBanner: View {
    let medicine: String
    let remaining: Float

    var body: some View {
        Label {
            Text("\(remaining.formatted(.number)) left of \(medicine): refill soon")
                .font(.footnote.weight(.semibold))
        } icon: {
            Image(systemName: "exclamationmark.triangle.fill")
        }
        .foregroundStyle(.orange)
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.orange.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct DoseChecklistScreen: View {
    let doses: [ScheduledDose]

    private var takenCount: Int {
        doses.filter(\.isTaken).count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Today")
                    .font(.largeTitle.bold())
                Text("\(takenCount) of \(doses.count) doses taken")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                ProgressView(value: Double(takenCount), total: Double(doses.count))
                    .tint(.green)
            }
            ForEach(DoseTime.allCases, id: \.self) { time in
                VStack(alignment: .leading, spacing: 8) {
                    Label(time.rawValue, systemImage: time.symbol)
                        .font(.caption.weight(.semibold))
                        .foregroundColor(.secondary)
                        .textCase(.uppercase)
                    ForEach(doses.filter { $0.time == time }) { dose in
                        DoseRow(dose: dose)
                    }
                }
            }
            RefillBanner(medicine: "Metformin", remaining: 4.5)
            Spacer(minLength: 0)
        }
        .padding(16)
    }
}
