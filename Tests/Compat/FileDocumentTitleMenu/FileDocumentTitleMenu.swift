import SwiftUI
import UniformTypeIdentifiers

// A project screen exporting a `FileDocument` (iOS 14): `fileExporter(isPresented:document:contentType:
// defaultFilename:onCompletion:)`, a `ToolbarTitleMenu` with `RenameButton()` under an editable
// `navigationTitle($name)` shown inline. A render presents no save dialog: only the screen is drawn.
struct ProjectArchive: FileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    var notes: String

    init(notes: String) { self.notes = notes }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        notes = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(notes.utf8))
    }
}

struct ProjectExportScreen: View {
    @State private var name = "Garden"
    @State private var exporting = false
    @State private var archive: ProjectArchive? = ProjectArchive(notes: "Tomatoes")

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Label("Export", systemImage: "square.and.arrow.up")
                        .listRowBackground(Color.mint)
                }
            }
            .fileExporter(isPresented: $exporting, document: archive, contentType: .json,
                          defaultFilename: name) { result in
                if case .failure = result { archive = nil }
            }
            .navigationTitle($name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarTitleMenu {
                    RenameButton()
                    Button("Export", systemImage: "square.and.arrow.up") { exporting = true }
                }
            }
        }
    }
}
