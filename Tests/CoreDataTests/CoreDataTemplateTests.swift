import CoreData
import Foundation
import Specimen
import SwiftUI
import Testing

/// An entity with a timestamp, as Xcode's Core Data template models `Item` (stored properties in place of
/// `@NSManaged`, and the generated typed `fetchRequest()`).
final class Entry: NSManagedObject {
  var timestamp: Date?
  var id: UUID?

  @nonobjc class func fetchRequest() -> NSFetchRequest<Entry> { NSFetchRequest<Entry>(entityName: "Entry") }
}

/// The template's list screen, as projects keep it: a navigation view of a sidebar list and a detail placeholder,
/// rows of timestamps with a date formatter, Edit and add buttons, swipe-to-delete through the context.
struct EntryList: View {
  @Environment(\.managedObjectContext) private var viewContext
  @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Entry.timestamp, ascending: true)], animation: .default)
  private var entries: FetchedResults<Entry>

  var body: some View {
    NavigationView {
      List {
        ForEach(entries) { entry in
          NavigationLink {
            Text("Entry at \(entry.timestamp!, formatter: entryFormatter)")
          } label: {
            Text(entry.timestamp!, formatter: entryFormatter)
          }
        }
        .onDelete(perform: deleteEntries)
      }
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
        ToolbarItem { Button(action: addEntry) { Label("Add Entry", systemImage: "plus") } }
      }
      Text("Select an entry")
    }
  }

  private func addEntry() {
    withAnimation {
      let entry = Entry(context: viewContext)
      entry.timestamp = Date()
      try? viewContext.save()
    }
  }

  private func deleteEntries(offsets: IndexSet) {
    withAnimation {
      offsets.map { entries[$0] }.forEach(viewContext.delete)
      try? viewContext.save()
    }
  }
}

private let entryFormatter: DateFormatter = {
  let formatter = DateFormatter()
  formatter.dateStyle = .short
  formatter.timeStyle = .medium
  formatter.locale = Locale(identifier: "en_US")
  formatter.timeZone = TimeZone(identifier: "UTC")
  return formatter
}()

@Suite struct CoreDataTemplateTests {
  /// The template's preview: entries inserted newest first, drawn oldest first, with only the sidebar column.
  @Test func theTemplatesListShowsThePreviewsEntriesInTimestampOrder() throws {
    let container = NSPersistentContainer(name: "Entries")
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in #expect(error == nil) }
    for hour in [2.0, 0, 1] {
      let entry = Entry(context: container.viewContext)
      entry.timestamp = Date(timeIntervalSince1970: 1_700_000_000 + hour * 3600)
      entry.id = UUID()
    }
    try container.viewContext.save()
    let view = EntryList().environment(\.managedObjectContext, container.viewContext)
    let placed = try ViewRenderer(scale: 2).checkedPlace(view, in: ProposedViewSize(width: 393, height: 600))
    func texts(_ node: PlacedNode) -> [String] {
      var found: [String] = []
      if case .text(let text) = node.node.kind { found.append(text.string) }
      return found + node.children.flatMap(texts)
    }
    #expect(texts(placed).filter { $0.hasPrefix("11/") } == ["11/14/23, 10:13:20\u{202F}PM", "11/14/23, 11:13:20\u{202F}PM",
                                                           "11/15/23, 12:13:20\u{202F}AM"])
    #expect(!texts(placed).contains("Select an entry"))
    // Predicates on a UUID are written with `as CVarArg`, as on iOS, and match the entry with that id only.
    let request: NSFetchRequest<Entry> = Entry.fetchRequest()
    request.predicate = NSPredicate(format: "id == %@", UUID() as CVarArg)
    #expect(try container.viewContext.count(for: request) == 0)
    let all: NSFetchRequest<Entry> = Entry.fetchRequest()
    let second = try container.viewContext.fetch(all)[1]
    request.predicate = NSPredicate(format: "id == %@", second.id! as CVarArg)
    #expect(try container.viewContext.fetch(request).map(\.id) == [second.id])
  }
}
