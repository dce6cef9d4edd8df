import SwiftUI
import UIKit

struct EventDetails: View {
    let start: Date
    let end: Date
    @State private var notes = ""
    @State private var showCamera = false

    private var credits: AttributedString {
        (try? AttributedString(markdown: "Listings by **CityGuide**")) ?? AttributedString("Listings by CityGuide")
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text(start...end)
                    Text(DateInterval(start: start, end: end.addingTimeInterval(2 * 86_400)))
                } header: {
                    Text("When")
                } footer: {
                    Text(credits)
                }

                Section("Notes") {
                    TextField("Add a note", text: $notes)
                    if UIPasteboard.general.hasStrings {
                        Button("Paste from clipboard") {
                            notes = UIPasteboard.general.string ?? ""
                        }
                    }
                    PasteButton(payloadType: String.self) { strings in
                        notes = strings.first ?? ""
                    }
                    .labelStyle(.titleAndIcon)
                }
            }
            .navigationTitle("Jazz Night")
            .navigationSubtitle("Blue Note")
            .fullScreenCover(isPresented: $showCamera) {
                CameraView()
            }
        }
    }
}

struct CameraView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.allowsEditing = true
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: UIImage?

        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked = (info[.editedImage] ?? info[.originalImage]) as? UIImage
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            picked = nil
        }
    }
}
