import CoreData
import SwiftUI

// A shopping list grouped by aisle: a sectioned fetch request with a predicate format string, items a preview
// container inserts, rows bound to managed objects.

/// Stands for the class Xcode generates from the model (stored properties in place of `@NSManaged`).
final class GroceryItem: NSManagedObject {
    var name: String?
    var aisle: String?
    var isVisible = true
    var quantity: Int16 = 1
    var tint: Int16 = 0
}

extension GroceryItem {
    var wrappedName: String { name ?? "Unnamed item" }
    var wrappedAisle: String { aisle ?? "Other" }

    var tintColor: Color {
        switch tint {
        case 1: return .green
        case 2: return .orange
        case 3: return .purple
        default: return .blue
        }
    }
}

struct GroceryPersistence {
    static let preview: GroceryPersistence = {
        let result = GroceryPersistence(inMemory: true)
        let viewContext = result.container.viewContext
        let samples: [(String, String, Bool, Int16, Int16)] = [
            ("Milk", "Dairy", true, 2, 1),
            ("Apples", "Produce", true, 6, 2),
            ("Cream", "Dairy", false, 1, 3),
            ("Butter", "Dairy", true, 1, 0),
            ("Basil", "Produce", true, 1, 1),
        ]
        for (name, aisle, visible, quantity, tint) in samples {
            let item = GroceryItem(context: viewContext)
            item.name = name
            item.aisle = aisle
            item.isVisible = visible
            item.quantity = quantity
            item.tint = tint
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Groceries")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}

struct GroceryAislesView: View {
    @Environment(\.managedObjectContext) private var viewContext

    @SectionedFetchRequest(
        sectionIdentifier: \GroceryItem.wrappedAisle,
        sortDescriptors: [SortDescriptor(\GroceryItem.aisle), SortDescriptor(\GroceryItem.name)],
        predicate: NSPredicate(format: "isVisible == %@", NSNumber(value: true)),
        animation: .default
    )
    private var aisles: SectionedFetchResults<String, GroceryItem>

    @FetchRequest(sortDescriptors: [])
    private var everything: FetchedResults<GroceryItem>

    @State private var query = ""

    var body: some View {
        List {
            ForEach(aisles) { aisle in
                Section {
                    ForEach(aisle) { item in
                        GroceryRow(item: item)
                    }
                    .onDelete { offsets in
                        offsets.map { aisle[$0] }.forEach(viewContext.delete)
                        try? viewContext.save()
                    }
                } header: {
                    Text("\(aisle.id) · \(aisle.count)")
                }
            }
            Section {
            } footer: {
                Text("\(everything.count - everything.filter(\.isVisible).count) hidden items")
            }
        }
        .listStyle(.insetGrouped)
        .onChange(of: query) { _, newValue in
            aisles.nsPredicate = newValue.isEmpty
                ? NSPredicate(format: "isVisible == YES")
                : NSPredicate(format: "isVisible == YES AND name CONTAINS[cd] %@", newValue)
        }
    }
}

struct GroceryRow: View {
    @ObservedObject var item: GroceryItem

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(item.tintColor)
                .frame(width: 14, height: 14)
            Text(item.wrappedName)
            Spacer()
            Text("×\(item.quantity)")
                .foregroundStyle(.secondary)
                .monospacedDigit()
        }
    }
}

#Preview {
    GroceryAislesView()
        .environment(\.managedObjectContext, GroceryPersistence.preview.container.viewContext)
}
