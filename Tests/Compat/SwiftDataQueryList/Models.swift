import Foundation
import SwiftData

@Model
final class Habit {
    @Attribute(.unique) var id: UUID
    var name: String
    var colorHex: String
    var createdAt: Date
    var isArchived: Bool
    @Relationship(deleteRule: .cascade, inverse: \CheckIn.habit)
    var checkIns: [CheckIn] = []
    @Transient var isExpanded = false

    init(name: String, colorHex: String, createdAt: Date = .now, isArchived: Bool = false) {
        self.id = UUID()
        self.name = name
        self.colorHex = colorHex
        self.createdAt = createdAt
        self.isArchived = isArchived
    }

    var streak: Int { checkIns.count }
}

@Model
final class CheckIn {
    var day: Date
    var habit: Habit?

    init(day: Date, habit: Habit? = nil) {
        self.day = day
        self.habit = habit
    }
}
