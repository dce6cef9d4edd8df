import SwiftUI

/// The levels a debug console shows, lowest first.
enum ConsoleLevel: Int, CaseIterable, Identifiable, Comparable {
    case debug, info, warning, error

    var id: Int { rawValue }

    var label: String {
        switch self {
        case .debug: return "DBG"
        case .info: return "INF"
        case .warning: return "WRN"
        case .error: return "ERR"
        }
    }

    var tint: Color {
        switch self {
        case .debug: return .gray
        case .info: return .blue
        case .warning: return .orange
        case .error: return .red
        }
    }

    static func < (lhs: ConsoleLevel, rhs: ConsoleLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct ConsoleEntry: Identifiable {
    let id: Int
    let timestamp: String
    let level: ConsoleLevel
    let message: String
}

/// An in-app log console: a level filter over a monospaced list of entries and a status bar.
struct ConsoleScreen: View {
    let entries: [ConsoleEntry]
    @State private var threshold: ConsoleLevel

    init(entries: [ConsoleEntry], threshold: ConsoleLevel = .debug) {
        self.entries = entries
        _threshold = State(initialValue: threshold)
    }

    private var visible: [ConsoleEntry] {
        entries.filter { $0.level >= threshold }
    }

    var body: some View {
        VStack(spacing: 0) {
            Picker("Minimum level", selection: $threshold) {
                ForEach(ConsoleLevel.allCases) { level in
                    Text(level.label).tag(level)
                }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .padding(8)

            Divider()

            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(Array(visible.enumerated()), id: \.element.id) { index, entry in
                        ConsoleRow(entry: entry)
                            .background(index.isMultiple(of: 2) ? Color.clear : Color.black.opacity(0.06))
                    }
                }
            }

            HStack(spacing: 6) {
                Circle()
                    .fill(.green)
                    .frame(width: 8, height: 8)
                Text("\(visible.count) of \(entries.count) entries")
                    .monospacedDigit()
                Spacer()
                Image(systemName: "pause.circle")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            .padding(.horizontal, 10)
            .frame(height: 26)
            .background(Color(.secondarySystemBackground))
        }
    }
}

struct ConsoleRow: View {
    let entry: ConsoleEntry

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Text(entry.timestamp)
                .foregroundStyle(.secondary)
            Text(entry.level.label)
                .fontWeight(.bold)
                .foregroundStyle(.white)
                .padding(.horizontal, 4)
                .background(entry.level.tint, in: RoundedRectangle(cornerRadius: 3))
            Text(entry.message)
                .lineLimit(1)
                .truncationMode(.middle)
        }
        .font(.system(size: 11, design: .monospaced))
        .padding(.leading, 10)
        .padding(.trailing, 8)
        .padding(.vertical, 4)
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(alignment: .leading) {
            if entry.level == .error {
                Rectangle()
                    .fill(.red)
                    .frame(width: 3)
            }
        }
    }
}
