import SwiftUI
import SwiftData

struct HabitListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(filter: #Predicate<Habit> { !$0.isArchived }, sort: \Habit.createdAt, order: .reverse)
    private var habits: [Habit]
    @Query(sort: \CheckIn.day) private var checkIns: [CheckIn]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(habits) { habit in
                HabitRow(habit: habit)
            }
            Divider()
            HStack(spacing: 4) {
                ForEach(checkIns) { checkIn in
                    Circle()
                        .fill(Color(hex: checkIn.habit?.colorHex ?? "#8E8E93"))
                        .frame(width: 10, height: 10)
                }
            }
            .padding(12)
        }
    }

    private func addHabit() {
        let habit = Habit(name: "New habit", colorHex: "#34C759")
        modelContext.insert(habit)
        try? modelContext.save()
    }

    private func delete(_ offsets: IndexSet) {
        for index in offsets {
            modelContext.delete(habits[index])
        }
    }
}

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color(hex: habit.colorHex))
                .frame(width: 28, height: 28)
            Text(habit.name)
            Spacer()
            Text("\(habit.streak)")
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 12)
        .frame(height: 44)
    }
}

struct ArchivedHabitsView: View {
    @Query private var archived: [Habit]

    init(sortedBy sort: SortDescriptor<Habit> = SortDescriptor(\Habit.name)) {
        _archived = Query(filter: #Predicate { $0.isArchived }, sort: [sort])
    }

    var body: some View {
        HStack(spacing: 8) {
            ForEach(archived) { habit in
                Capsule()
                    .fill(Color(hex: habit.colorHex).opacity(0.4))
                    .frame(width: 40, height: 12)
            }
        }
        .padding(12)
    }
}

extension Color {
    init(hex: String) {
        let digits = hex.trimmingCharacters(in: CharacterSet(charactersIn: "#"))
        var value: UInt64 = 0
        Scanner(string: digits).scanHexInt64(&value)
        self.init(red: Double((value >> 16) & 0xFF) / 255,
                  green: Double((value >> 8) & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255)
    }
}

@MainActor
enum PreviewData {
    static let container: ModelContainer = {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
        let container = try! ModelContainer(for: Habit.self, CheckIn.self, configurations: configuration)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let read = Habit(name: "Read", colorHex: "#FF9500", createdAt: start)
        let run = Habit(name: "Run", colorHex: "#007AFF", createdAt: start.addingTimeInterval(86_400))
        let piano = Habit(name: "Piano", colorHex: "#AF52DE", createdAt: start.addingTimeInterval(-86_400), isArchived: true)
        for habit in [read, run, piano] {
            container.mainContext.insert(habit)
        }
        run.checkIns = [
            CheckIn(day: start.addingTimeInterval(86_400), habit: run),
            CheckIn(day: start.addingTimeInterval(172_800), habit: run),
        ]
        read.checkIns.append(CheckIn(day: start, habit: read))
        return container
    }()
}
