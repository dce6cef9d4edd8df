import CoreData
import SwiftUI

// A folder's notes through an NSFetchedResultsController view model: a predicate naming the folder object, key-name
// sort descriptors, sections from a section name key path, and the delegate callback that republishes them.

/// Stand-ins for the classes Xcode generates from the model.
final class NoteFolder: NSManagedObject {
    var title: String?
}

final class Note: NSManagedObject {
    var title: String?
    var category: String?
    var isArchived = false
    var folder: NoteFolder?
    var colorIndex: Int16 = 0
}

extension Note {
    @nonobjc class func fetchRequest() -> NSFetchRequest<Note> {
        NSFetchRequest<Note>(entityName: "Note")
    }

    var wrappedTitle: String { title ?? "Untitled" }
}

struct NoteSection: Identifiable {
    let name: String
    let notes: [Note]
    var id: String { name }
}

final class FolderNotesViewModel: NSObject, ObservableObject, NSFetchedResultsControllerDelegate {
    @Published private(set) var sections: [NoteSection] = []

    private let controller: NSFetchedResultsController<Note>

    init(folder: NoteFolder, context: NSManagedObjectContext) {
        let request: NSFetchRequest<Note> = Note.fetchRequest()
        request.predicate = NSPredicate(format: "folder == %@ AND isArchived == NO", folder)
        request.sortDescriptors = [
            NSSortDescriptor(key: "category", ascending: true),
            NSSortDescriptor(key: "title", ascending: true),
        ]
        controller = NSFetchedResultsController(
            fetchRequest: request,
            managedObjectContext: context,
            sectionNameKeyPath: "category",
            cacheName: nil
        )
        super.init()
        controller.delegate = self
        do {
            try controller.performFetch()
        } catch {
            print("Failed to fetch notes: \(error)")
        }
        publish()
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        publish()
    }

    private func publish() {
        sections = (controller.sections ?? []).map { info in
            NoteSection(name: info.name, notes: info.objects as? [Note] ?? [])
        }
    }
}

struct FolderNotesView: View {
    @StateObject private var model: FolderNotesViewModel
    let folder: NoteFolder

    init(folder: NoteFolder, context: NSManagedObjectContext) {
        self.folder = folder
        _model = StateObject(wrappedValue: FolderNotesViewModel(folder: folder, context: context))
    }

    var body: some View {
        List {
            ForEach(model.sections) { section in
                Section(section.name) {
                    ForEach(section.notes) { note in
                        Label {
                            Text(note.wrappedTitle)
                        } icon: {
                            RoundedRectangle(cornerRadius: 4)
                                .fill(note.colorIndex == 0 ? Color.yellow : Color.teal)
                                .frame(width: 18, height: 18)
                        }
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}

enum NotesPreviewData {
    /// A container with two folders; the returned folder holds three live notes and one archived note.
    static func make() -> (NSManagedObjectContext, NoteFolder) {
        let container = NSPersistentContainer(name: "Notes")
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, _ in }
        let context = container.viewContext
        let work = NoteFolder(context: context)
        work.title = "Work"
        let home = NoteFolder(context: context)
        home.title = "Home"
        let notes: [(String, String, Bool, NoteFolder, Int16)] = [
            ("Roadmap", "Planning", false, work, 1),
            ("Groceries", "Errands", false, home, 0),
            ("Budget", "Planning", false, work, 0),
            ("Old minutes", "Meetings", true, work, 1),
            ("Standup", "Meetings", false, work, 0),
        ]
        for (title, category, archived, folder, color) in notes {
            let note = Note(context: context)
            note.title = title
            note.category = category
            note.isArchived = archived
            note.folder = folder
            note.colorIndex = color
        }
        try? context.save()
        return (context, work)
    }
}
