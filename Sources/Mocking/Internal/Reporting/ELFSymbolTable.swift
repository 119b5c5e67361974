#if canImport(Glibc) && _pointerBitWidth(_64)
import Glibc

/// Reads the full symbol table (`.symtab`) of a loaded 64-bit ELF library from its file, to find
/// a variable the library defines but does not export, which `dlsym` cannot see.
enum ELFSymbolTable {
    /// The largest table this reader loads into memory, far above any real library's.
    private static let maximumTableSize = 64 << 20

    /// The run-time address of the pointer-sized, writable variable named `symbol` in the loaded
    /// library whose file is named `libraryName`, or `nil` if anything does not check out: the
    /// library is not loaded, its file is stripped or unreadable, or the symbol is not such a
    /// variable.
    static func addressOfVariable(named symbol: String, inLibraryNamed libraryName: String)
        -> UnsafeRawPointer?
    {
        guard let (path, loadBias) = loadedLibrary(named: libraryName),
            let offset = offsetOfVariable(named: symbol, inFileAt: path)
        else { return nil }
        return UnsafeRawPointer(bitPattern: loadBias &+ offset)
    }

    /// The path and load bias of the loaded library whose file is named `libraryName`, from the
    /// dynamic linker's list of loaded objects (`_r_debug`, the protocol debuggers use).
    ///
    /// The list is read without the dynamic linker's lock, which glibc does not export. It changes
    /// only while a library is loaded or unloaded, and this runs once per process.
    private static func loadedLibrary(named libraryName: String) -> (path: String, bias: UInt)? {
        guard let debug = LoadedSymbols.address(of: "_r_debug") else { return nil }
        let rendezvous = debug.assumingMemoryBound(to: r_debug.self).pointee
        guard rendezvous.r_version >= 1 else { return nil }
        var next = rendezvous.r_map
        while let object = next?.pointee {
            if let name = object.l_name {
                let path = String(cString: name)
                if path.split(separator: "/").last.map(String.init) == libraryName {
                    return (path, UInt(object.l_addr))
                }
            }
            next = object.l_next
        }
        return nil
    }

    /// The link-time address of the variable named `symbol` in the ELF file at `path`.
    private static func offsetOfVariable(named symbol: String, inFileAt path: String) -> UInt? {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }

        guard let header = read(Elf64_Ehdr.self, count: 1, at: 0, from: file)?.first,
            isELF64(header),
            Int(header.e_shentsize) == MemoryLayout<Elf64_Shdr>.size,
            let sections = read(
                Elf64_Shdr.self, count: UInt64(header.e_shnum), at: header.e_shoff, from: file),
            let table = sections.first(where: { $0.sh_type == SHT_SYMTAB }),
            Int(table.sh_entsize) == MemoryLayout<Elf64_Sym>.size,
            Int(table.sh_link) < sections.count
        else { return nil }
        let names = sections[Int(table.sh_link)]
        guard names.sh_type == SHT_STRTAB,
            let symbols = read(
                Elf64_Sym.self, count: table.sh_size / table.sh_entsize, at: table.sh_offset,
                from: file),
            let strings = read(UInt8.self, count: names.sh_size, at: names.sh_offset, from: file)
        else { return nil }

        let wanted = Array(symbol.utf8) + [0]
        let size = UInt64(MemoryLayout<UnsafeRawPointer>.size)
        for entry in symbols where Int32(entry.st_info & 0xf) == STT_OBJECT && entry.st_size == size
        {
            let start = Int(entry.st_name)
            guard start + wanted.count <= strings.count,
                strings[start..<start + wanted.count].elementsEqual(wanted),
                Int(entry.st_shndx) > 0, Int(entry.st_shndx) < sections.count
            else { continue }
            // The variable must lie inside a section of writable memory, as a global variable does.
            let section = sections[Int(entry.st_shndx)]
            let writableMemory = UInt64(SHF_ALLOC | SHF_WRITE)
            guard section.sh_flags & writableMemory == writableMemory,
                section.sh_size >= size,
                entry.st_value >= section.sh_addr,
                entry.st_value - section.sh_addr <= section.sh_size - size
            else { return nil }
            return UInt(entry.st_value)
        }
        return nil
    }

    /// Whether `header` starts a 64-bit ELF file.
    private static func isELF64(_ header: Elf64_Ehdr) -> Bool {
        withUnsafeBytes(of: header.e_ident) { identity in
            identity.count > Int(EI_CLASS)
                && identity.starts(with: [0x7f, 0x45, 0x4c, 0x46])  // "\u{7f}ELF"
                && Int32(identity[Int(EI_CLASS)]) == ELFCLASS64
        }
    }

    /// Reads `count` trivial values of type `Element` at `offset` in `file`, or `nil` unless all
    /// of them could be read.
    private static func read<Element: BitwiseCopyable>(
        _: Element.Type, count: UInt64, at offset: UInt64, from file: Int32
    ) -> [Element]? {
        guard let count = Int(exactly: count), count > 0,
            let start = off_t(exactly: offset)
        else { return nil }
        let byteCount = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !byteCount.overflow, byteCount.partialValue <= maximumTableSize else { return nil }
        let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let read = pread(file, buffer.baseAddress, byteCount.partialValue, start)
            initialized = read == byteCount.partialValue ? count : 0
        }
        return elements.count == count ? elements : nil
    }
}
#endif
