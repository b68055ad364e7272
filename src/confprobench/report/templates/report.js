// Click a column header of a sortable table to sort its rows by that column (numbers by value).
document.querySelectorAll("table.sortable").forEach(function (table) {
  var headers = table.querySelectorAll("thead th");
  headers.forEach(function (header, column) {
    header.addEventListener("click", function () {
      var ascending = header.getAttribute("aria-sort") !== "ascending";
      headers.forEach(function (h) { h.removeAttribute("aria-sort"); });
      header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = a.cells[column].getAttribute("data-sort") || a.cells[column].textContent;
        var y = b.cells[column].getAttribute("data-sort") || b.cells[column].textContent;
        var nx = parseFloat(x), ny = parseFloat(y);
        var order = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
        return ascending ? order : -order;
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  });
});
