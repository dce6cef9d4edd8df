import CompatSupport
import SwiftUI

// Only the Work folder's live notes: Meetings holds Standup alone (yellow, no archived teal note above it),
// Planning holds Budget (yellow) then Roadmap (teal); the other folder's Errands section is not drawn.
public let compatCase = CompatCase("NotesFetchedResultsModel", width: 393, height: 420,
    probes: [.at(40, 79, "#FFCC00"), .at(200, 120, "#F2F2F7"), .at(40, 181, "#FFCC00"), .at(40, 225, "#30B0C7"),
             .at(200, 260, "#F2F2F7")]) {
    let (context, folder) = NotesPreviewData.make()
    FolderNotesView(folder: folder, context: context)
        .environment(\.managedObjectContext, context)
}
