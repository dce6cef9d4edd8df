import SwiftUI

enum Mood: String, CaseIterable, Identifiable {
    case awful = "😣", low = "😕", okay = "😐", good = "🙂", great = "😄"

    var id: String { rawValue }

    var tint: Color {
        switch self {
        case .awful: return .red
        case .low: return .orange
        case .okay: return .yellow
        case .good: return .mint
        case .great: return .green
        }
    }
}

struct MoodPicker: View {
    @Binding var selection: Mood?

    var body: some View {
        HStack(spacing: 10) {
            ForEach(Mood.allCases) { mood in
                Button {
                    selection = mood
                } label: {
                    Text(mood.rawValue)
                        .font(.system(size: 24))
                        .frame(width: 46, height: 46)
                        .background(Circle().fill(selection == mood ? mood.tint.opacity(0.25) : Color(.secondarySystemBackground)))
                        .overlay(Circle().strokeBorder(selection == mood ? mood.tint : .clear, lineWidth: 3))
                }
                .buttonStyle(.plain)
            }
        }
    }
}

// Four weeks of entries, one square per day, darker green for a better mood; empty days are grey.
struct MoodHeatmap: View {
    let weeks: [[Int]]
    private let weekdays = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                ForEach(weekdays.indices, id: \.self) { index in
                    Text(weekdays[index])
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            ForEach(weeks.indices, id: \.self) { week in
                GridRow {
                    Text("W\(week + 1)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .gridColumnAlignment(.trailing)
                    ForEach(weeks[week].indices, id: \.self) { day in
                        let level = weeks[week][day]
                        RoundedRectangle(cornerRadius: 3)
                            .fill(level == 0 ? Color(.systemGray6) : Color.green.opacity(Double(level) * 0.25))
                            .frame(width: 18, height: 18)
                    }
                }
            }
        }
    }
}

struct EntryDateCard: View {
    let day: Int
    let month: String
    let title: String
    let tags: [String]

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(spacing: 0) {
                Text("\(day)")
                    .font(.system(size: 40, weight: .bold, design: .serif))
                Text(month.uppercased())
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            VStack(alignment: .leading, spacing: 6) {
                Text(title)
                    .font(.system(.headline, design: .serif))
                HStack(spacing: 6) {
                    ForEach(tags, id: \.self) { tag in
                        Text("#\(tag)")
                            .font(.caption2)
                            .padding(.horizontal, 8)
                            .padding(.vertical, 3)
                            .background(Color.purple.opacity(0.12), in: Capsule())
                            .foregroundStyle(.purple)
                    }
                }
            }
            Spacer(minLength: 0)
        }
    }
}

// A journal editor on paper: the editor's own background hidden, a prompt laid over it while empty.
struct PromptEditor: View {
    @Binding var text: String
    let prompt: String

    var body: some View {
        TextEditor(text: $text)
            .scrollContentBackground(.hidden)
            .padding(8)
            .background(Color(red: 1.0, green: 0.97, blue: 0.88), in: RoundedRectangle(cornerRadius: 12))
            .overlay(alignment: .topLeading) {
                if text.isEmpty {
                    Text(prompt)
                        .foregroundStyle(.tertiary)
                        .padding(.horizontal, 13)
                        .padding(.vertical, 16)
                        .allowsHitTesting(false)
                }
            }
    }
}

struct JournalTodayScreen: View {
    @State var mood: Mood?
    @State var entry = ""
    let weeks: [[Int]]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            MoodPicker(selection: $mood)
            EntryDateCard(day: 12, month: "Dec", title: "A slow Sunday", tags: ["rest", "family"])
            MoodHeatmap(weeks: weeks)
            PromptEditor(text: $entry, prompt: "What made today different?")
                .frame(height: 90)
        }
        .padding()
    }
}
