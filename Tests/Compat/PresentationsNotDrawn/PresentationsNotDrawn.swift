import SwiftUI

struct DeletableItem: Identifiable { let id = 1 }

// A screen with every kind of modal presentation wired up and showing; only the screen is drawn.
struct PresentingScreen: View {
    @State private var showsSheet = true
    @State private var showsAlert = true
    @State private var pending: DeletableItem? = DeletableItem()

    var body: some View {
        Color.blue
            .sheet(isPresented: $showsSheet) {
                Color.red
                    .presentationDetents([.medium, .fraction(0.3)])
                    .presentationDragIndicator(.visible)
                    .interactiveDismissDisabled()
            }
            .sheet(item: $pending) { _ in Color.red }
            .fullScreenCover(isPresented: $showsSheet) { Color.red }
            .popover(isPresented: $showsSheet, arrowEdge: .top) { Color.red }
            .alert("Delete?", isPresented: $showsAlert) {
                Button("Delete", role: .destructive) {}
            } message: {
                Text("This cannot be undone.")
            }
            .alert(isPresented: $showsAlert) {
                Alert(title: Text("Saved"), message: Text("All done"), dismissButton: .default(Text("OK")))
            }
            .confirmationDialog("Options", isPresented: $showsAlert, titleVisibility: .visible) {
                Button("Share") {}
            }
            .actionSheet(isPresented: $showsAlert) {
                ActionSheet(title: Text("More"), buttons: [.destructive(Text("Remove")), .cancel()])
            }
    }
}
