import SwiftUI

// An iOS 26 edit sheet: the toolbar's buttons take their look from their roles alone
// (`Button(role: .cancel)`, `Button(role: .confirm)`), with an iOS 18 fallback.

struct EditNameSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = "Morning run"

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle("Rename")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    if #available(iOS 26.0, *) {
                        Button(role: .cancel) { dismiss() }
                    } else {
                        Button("Cancel", role: .cancel) { dismiss() }
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    if #available(iOS 26.0, *) {
                        Button(role: .confirm) { dismiss() }
                    } else {
                        Button("Done") { dismiss() }
                    }
                }
            }
        }
    }
}
