import CoreData
import Foundation
import SwiftUI
import Testing

/// A room a chore belongs to (a to-one relationship), stubbed with stored properties as a project stubs Xcode's class.
final class Room: NSManagedObject {
  var name = ""
}

final class Chore: NSManagedObject {
  var title: String?
  var done = false
  var minutes: Int16 = 0
  var due = Date(timeIntervalSince1970: 0)
  var room: Room?
  var helpers: Set<Room> = []
}

/// Predicate format strings, which Linux Foundation cannot parse, filter fetches as Core Data filters them: a second
/// model (chores in rooms), written for compat round 32's Core Data sample.
@Suite struct PredicateFormatChoreTests {
  /// Five chores in two rooms; returns the context and the rooms.
  private func chores() -> (NSManagedObjectContext, kitchen: Room, garden: Room) {
    let context = NSPersistentContainer(name: "Chores").viewContext
    let kitchen = Room(context: context), garden = Room(context: context)
    (kitchen.name, garden.name) = ("Kitchen", "Garden")
    for (title, done, minutes, room) in [("Dishes", true, 15, kitchen), ("Mop floor", false, 30, kitchen),
                                         ("Weed beds", false, 45, garden), ("Café order", true, 5, kitchen),
                                         (nil, false, 0, nil)] as [(String?, Bool, Int16, Room?)] {
      let chore = Chore(context: context)
      (chore.title, chore.done, chore.minutes, chore.room) = (title, done, minutes, room)
      chore.due = Date(timeIntervalSince1970: Double(minutes) * 60)
      if minutes == 45 { chore.helpers = [kitchen] }
    }
    return (context, kitchen, garden)
  }

  private func titles(_ context: NSManagedObjectContext, _ predicate: NSPredicate) throws -> [String] {
    let request = NSFetchRequest<Chore>(entityName: "Chore")
    request.predicate = predicate
    return try context.fetch(request).map { $0.title ?? "—" }
  }

  @Test func comparisonsAndCompoundsFilterAsOnIOS() throws {
    let (context, kitchen, _) = chores()
    #expect(try titles(context, NSPredicate(format: "done == YES")) == ["Dishes", "Café order"])
    #expect(try titles(context, NSPredicate(format: "done = %@", NSNumber(value: false))) == ["Mop floor", "Weed beds", "—"])
    #expect(try titles(context, NSPredicate(format: "minutes >= %d AND done == NO", 30)) == ["Mop floor", "Weed beds"])
    #expect(try titles(context, NSPredicate(format: "NOT (minutes > 10) OR title == nil")) == ["Café order", "—"])
    #expect(try titles(context, NSPredicate(format: "room == %@", kitchen)) == ["Dishes", "Mop floor", "Café order"])
    #expect(try titles(context, NSPredicate(format: "room.name == %@", "Garden")) == ["Weed beds"])
    #expect(try titles(context, NSPredicate(format: "due < %@", Date(timeIntervalSince1970: 900) as CVarArg)) == ["Café order", "—"])
    #expect(try titles(context, NSPredicate(format: "minutes BETWEEN {10, 40}")) == ["Dishes", "Mop floor"])
    #expect(try titles(context, NSPredicate(format: "ANY helpers.name == 'Kitchen'")) == ["Weed beds"])
    let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [NSPredicate(format: "done == NO"), NSPredicate(format: "room != nil")])
    #expect(try titles(context, compound) == ["Mop floor", "Weed beds"])
  }

  @Test func stringOperatorsTakeTheirCaseAndDiacriticOptions() throws {
    let (context, _, _) = chores()
    #expect(try titles(context, NSPredicate(format: "title CONTAINS[cd] %@", "CAFE")) == ["Café order"])
    #expect(try titles(context, NSPredicate(format: "title CONTAINS %@", "cafe")) == [])
    #expect(try titles(context, NSPredicate(format: "%K BEGINSWITH[c] %@", "title", "m")) == ["Mop floor"])
    #expect(try titles(context, NSPredicate(format: "title ENDSWITH 's'")) == ["Dishes", "Weed beds"])
    #expect(try titles(context, NSPredicate(format: "title LIKE[c] 'w??d*'")) == ["Weed beds"])
    #expect(try titles(context, NSPredicate(format: "title IN %@", ["Dishes", "Weed beds"])) == ["Dishes", "Weed beds"])
    #expect(try titles(context, NSPredicate(format: "title MATCHES %@", "[A-Z][a-z]+")) == ["Dishes"])
  }

  @Test func subqueriesAndConstantPredicates() throws {
    let (context, _, _) = chores()
    #expect(try titles(context, NSPredicate(format: "SUBQUERY(helpers, $h, $h.name == 'Kitchen').@count > 0")) == ["Weed beds"])
    #expect(try titles(context, NSPredicate(format: "SUBQUERY(helpers, $h, $h.name == 'x').@count > 0")) == [])
    #expect(try titles(context, NSPredicate(format: "TRUEPREDICATE")).count == 5)
    #expect(try titles(context, NSPredicate(format: "FALSEPREDICATE")).isEmpty)
  }
}
