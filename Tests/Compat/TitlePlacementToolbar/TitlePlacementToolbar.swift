import SwiftUI

/// A chat thread whose inline title is a custom view: an avatar dot and the contact's name, placed with the
/// `.title` toolbar placement, which takes precedence over the navigation title.
struct ThreadTitleScreen: View {
    let contact: String

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Hi! Are we still on for Friday?")
                    .padding(10)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
            }
            .navigationTitle(contact)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .title) {
                    HStack(spacing: 6) {
                        Circle()
                            .fill(Color.green)
                            .frame(width: 22, height: 22)
                        Text(contact)
                            .font(.headline)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Call", systemImage: "phone") {}
                }
            }
        }
    }
}
