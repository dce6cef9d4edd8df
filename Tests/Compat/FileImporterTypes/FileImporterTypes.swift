import SwiftUI
import UniformTypeIdentifiers
import QuickLook

// An attachments row as iOS 14–17 code writes file import: a `ViewModifier` presenting
// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`, the
// single-file form with security-scoped access, `quickLookPreview`, iOS 17's
// `fileExporter(isPresented:item:…)`, and `UTType` values chosen by filename extension and conformance.
struct AttachmentImporter: ViewModifier {
    @Binding var isPresented: Bool
    @Binding var picked: [URL]

    func body(content: Content) -> some View {
        content.fileImporter(
            isPresented: $isPresented,
            allowedContentTypes: [.pdf, .image, UTType(exportedAs: "com.example.sketch")],
            allowsMultipleSelection: true
        ) { result in
            switch result {
            case .success(let urls): picked = urls
            case .failure: picked = []
            }
        }
    }
}

extension View {
    func attachmentImporter(isPresented: Binding<Bool>, picked: Binding<[URL]>) -> some View {
        modifier(AttachmentImporter(isPresented: isPresented, picked: picked))
    }
}

struct AttachmentChip: View {
    let fileName: String

    private var type: UTType {
        UTType(filenameExtension: URL(fileURLWithPath: fileName).pathExtension) ?? .data
    }

    var body: some View {
        Label(fileName, systemImage: type.conforms(to: .image) ? "photo" : "doc")
            .padding(8)
            .background(type.conforms(to: .image) ? Color.teal : Color.orange, in: RoundedRectangle(cornerRadius: 8))
    }
}

struct AttachmentsRow: View {
    @State private var importing = false
    @State private var single = false
    @State private var picked: [URL] = []
    @State private var preview: URL?
    @State private var exporting = false

    var body: some View {
        HStack {
            AttachmentChip(fileName: "receipt.PNG")
            AttachmentChip(fileName: "lease.pdf")
        }
        .attachmentImporter(isPresented: $importing, picked: $picked)
        .fileImporter(isPresented: $single, allowedContentTypes: [.plainText]) { result in
            if case .success(let url) = result, url.startAccessingSecurityScopedResource() {
                url.stopAccessingSecurityScopedResource()
            }
        }
        .quickLookPreview($preview)
        .fileExporter(isPresented: $exporting, item: "Lease notes", contentTypes: [.plainText], defaultFilename: "notes.txt") { _ in
        } onCancellation: {}
    }
}
