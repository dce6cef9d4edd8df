import SwiftUI

/// The learner's daily goal, loaded from storage when the screen appears.
enum DailyGoal: String, CaseIterable, Identifiable {
    case light, standard, intense
    var id: String { rawValue }
    var minutes: Int {
        switch self {
        case .light: 5
        case .standard: 15
        case .intense: 30
        }
    }
}

struct GoalPreferencesView: View {
    @State private var goal: DailyGoal = .standard
    @State private var reminders = true
    @State private var loadedGoals: [DailyGoal] = []

    private let accent = Color(red: 0.31, green: 0.27, blue: 0.90)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(DailyGoal.allCases) { option in
                    goalRow(option)
                }
            }
            .padding(16)
        }
        .safeAreaInset(edge: .bottom) { saveBar }
        .task { hydrate() }
        .task(id: goal) { await reloadPlan(for: goal) }
    }

    private func goalRow(_ option: DailyGoal) -> some View {
        HStack {
            Text("\(option.minutes) min").font(.headline)
            Spacer()
            Image(systemName: option == goal ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(option == goal ? accent : Color.gray)
        }
        .padding(14)
        .frame(height: 56)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97), in: RoundedRectangle(cornerRadius: 14))
    }

    private var saveBar: some View {
        Button {
            save()
        } label: {
            Text("Save goal")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .frame(height: 50)
                .background(accent, in: RoundedRectangle(cornerRadius: 14))
        }
        .buttonStyle(.plain)
        .padding(16)
        .background(.ultraThinMaterial)
    }

    // Main-actor methods of the view, called from `.task`: in Swift 6 mode this compiles only
    // because the task's closure inherits the view's main actor.
    private func hydrate() {
        loadedGoals = DailyGoal.allCases
    }

    private func reloadPlan(for goal: DailyGoal) async {
        reminders = goal != .light
    }

    private func save() {}
}
